# attack: [[]] * 10**8 (pointer array)
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
[[]] * 10 ** 8
