samples = ['1', '1.', '.5', '-.5e-3', '1e308', '1e309', '-1e-400', 'inf', '-INF', 'Infinity', 'nan', '-NaN', '1_0.0_1', '1__0', '0x10', '1e', 'e5', '+', ' 3.25 ', '١.٥', '1.5j', 'infinity ']
for s in samples:
    try:
        print(repr(s), repr(float(s)))
    except ValueError as e:
        print(repr(s), 'VE:', e)
