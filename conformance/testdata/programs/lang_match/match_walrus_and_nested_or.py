def parse(tokens):
    match tokens:
        case [('+' | '-') as op, int(a) | float(a), int(b) | float(b)]:
            return a + b if op == '+' else a - b
        case ['neg', (int() | float()) as n]:
            return -n
        case [str(cmd), *args] if (n := len(args)) > 2:
            return f'{cmd} with {n} args'
        case _:
            return None
print(parse(['+', 1, 2.5]), parse(['-', 5, 3]), parse(['neg', 4]), parse(['run', 1, 2, 3]), parse(['run', 1]))
