# krait-run: --allow-import cmath
# Complex roots as LLM code computes them (the quadratic formula with
# cmath.sqrt), and the module's constants.
import cmath


def solve_quadratic(a, b, c):
    d = cmath.sqrt(b**2 - 4*a*c)
    return (-b + d) / (2*a), (-b - d) / (2*a)


for coeffs in [(1, 2, 5), (1, -3, 2), (2, 0, 8), (1, 1, 1), (3.5, -1.25, 0.75), (1, 0, -2)]:
    r1, r2 = solve_quadratic(*coeffs)
    print(coeffs, r1, r2, abs(r1 * r2 - coeffs[2] / coeffs[0]) < 1e-12)

z = complex(3, 4)
r, phi = cmath.polar(z)
print(r, phi, cmath.rect(r, phi), cmath.phase(z), abs(z))
print(cmath.exp(1j * cmath.pi), cmath.exp(1j * cmath.pi) + 1)
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nan, cmath.nanj)
print(type(cmath.infj).__name__, type(cmath.nan).__name__)
# The n-th roots of unity.
n = 5
roots = [cmath.rect(1, 2 * cmath.pi * k / n) for k in range(n)]
for w in roots:
    print(f"{w.real:+.6f}{w.imag:+.6f}j", cmath.isclose(w ** n, 1, abs_tol=1e-12))
print(sum(roots), cmath.isclose(sum(roots), 0, abs_tol=1e-12))
print(cmath.sqrt(-1), cmath.sqrt(-4.0), cmath.sqrt(2j), cmath.log(-1), cmath.log(8, 2), cmath.log10(1000j))
