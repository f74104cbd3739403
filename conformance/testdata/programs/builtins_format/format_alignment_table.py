rows = [('Name', 'Qty', 'Price'), ('Widget', 3, 4.5), ('Gadget-long', 12, 19.999)]
print(f'{rows[0][0]:<12}{rows[0][1]:>5}{rows[0][2]:>9}')
for n, q, p in rows[1:]: print(f'{n:<12.10}{q:>5d}{p:>9.2f}')
print('=' * 26)
