# attack: 'a'.center(10**10)
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
'a'.center(10 ** 10)
