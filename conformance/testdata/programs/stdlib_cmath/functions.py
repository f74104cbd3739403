# krait-run: --allow-import cmath
# Every function of cmath on a spread of arguments, with CPython's digits.
import cmath

names = ['acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cos', 'cosh', 'exp', 'log',
         'log10', 'sin', 'sinh', 'sqrt', 'tan', 'tanh', 'phase', 'polar']
args = [0.3 + 0.4j, -2.5 + 1.25j, 1e-10 - 3j, 7 - 0.001j, -0.75 - 0.5j, 0.999999 + 1e-9j,
        123.456 + 654.321j, 2, -3.5, 1e-300j, 0.5 - 10j]
for name in names:
    f = getattr(cmath, name)
    print(name)
    for z in args:
        print('   ', z, f(z))
print(cmath.log(10 + 1j, 3 - 2j), cmath.log(0.5, 0.5j), cmath.log(100, 10))
print(cmath.rect(2, 0.5), cmath.rect(-3, -1.25), cmath.rect(1e300, 3), cmath.rect(0.0, 2))
