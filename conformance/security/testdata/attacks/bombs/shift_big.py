# attack: 1 << 10**10
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
1 << 10 ** 10
