# attack: pow(3, 10**10)
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
pow(3, 10 ** 10)
