class A: pass
for op in ['<', '<=', '>', '>=']:
    try:
        if op == '<': A() < A()
        elif op == '<=': A() <= 1
        elif op == '>': 'x' > A()
        else: A() >= None
    except TypeError as e:
        print(e)
