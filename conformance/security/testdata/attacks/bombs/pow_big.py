# attack: 2 ** 10**10
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
2 ** 10**10
