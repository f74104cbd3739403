# attack: '%1000000000d' % 1
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
'%1000000000d' % 1
