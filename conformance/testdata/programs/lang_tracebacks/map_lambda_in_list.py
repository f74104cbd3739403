# traceback: full
prices = ['1.5', '2', 'free']
print(list(map(lambda p: float(p) * 2, prices)))
