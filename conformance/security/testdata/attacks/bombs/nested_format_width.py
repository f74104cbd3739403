# attack: '{0:{1}}'.format(1, 10**9)
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
'{0:{1}}'.format(1, 10 ** 9)
