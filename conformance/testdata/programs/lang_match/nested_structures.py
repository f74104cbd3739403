def ev(expr):
    match expr:
        case ('num', v):
            return v
        case ('add', l, r):
            return ev(l) + ev(r)
        case ('mul', l, r):
            return ev(l) * ev(r)
        case ('neg', e):
            return -ev(e)
        case other:
            raise ValueError(f'bad node {other!r}')
print(ev(('add', ('num', 2), ('mul', ('num', 3), ('neg', ('num', 4))))))
try:
    ev(('div', 1, 2))
except ValueError as e:
    print(e)
