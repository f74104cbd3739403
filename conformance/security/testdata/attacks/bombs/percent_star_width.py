# attack: '%*d' % (10**9, 1)
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
'%*d' % (10 ** 9, 1)
