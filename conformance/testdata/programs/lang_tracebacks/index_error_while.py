# traceback: full
stack = [1, 2]
while True:
    print(stack.pop())
