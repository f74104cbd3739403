# attack: str.join of many big strings
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
s = 'y' * 1000000
''.join([s] * 100000)
