# attack: l += l in a loop
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
l = [0]
while True:
    l += l
