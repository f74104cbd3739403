# attack: '\t'.expandtabs(10**10)
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
'\t'.expandtabs(10 ** 10)
