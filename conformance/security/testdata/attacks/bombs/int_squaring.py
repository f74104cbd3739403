# attack: x = x * x in a loop
# ref: architecture.md §12 item 4 (bombs)
# expect: limit ops|memory
x = 3
for i in range(100):
    x = x * x
