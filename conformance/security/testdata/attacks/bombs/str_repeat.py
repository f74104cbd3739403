# attack: 'x' * 10**12
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
'x' * 10**12
