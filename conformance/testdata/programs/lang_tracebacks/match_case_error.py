# traceback: full
def run(cmd):
    match cmd:
        case {'op': 'div', 'a': a, 'b': b}:
            return a / b
        case _:
            return None
print(run({'op': 'div', 'a': 1, 'b': 2}))
print(run({'op': 'div', 'a': 1, 'b': 0}))
