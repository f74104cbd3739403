# attack: s += s in a loop
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
s = 'x'
while True:
    s += s
