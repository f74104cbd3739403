def sign(x):
    match x:
        case 0:
            return 'zero'
        case n if n < 0:
            return f'negative {n}'
        case n:
            return f'positive {n}'
print(sign(0), sign(-3), sign(7))
