items = [('apple', 1.5, 3), ('kiwi', 0.25, 12)]
w = 8
for name, price, qty in items: print(f'{name:<{w}}|{price:>{w}.2f}|{qty:^{w // 2}d}|{price * qty:{"+" if qty > 5 else "-"}.1f}')
