# attack: format(1, '>1000000000')
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
format(1, '>1000000000')
