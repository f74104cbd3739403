# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import math
def quadratic_roots(a, b, c):
    disc = b * b - 4 * a * c
    if disc < 0:
        real = -b / (2 * a)
        imag = math.sqrt(-disc) / (2 * a)
        return (complex(real, imag), complex(real, -imag))
    r = math.sqrt(disc)
    return ((-b + r) / (2 * a), (-b - r) / (2 * a))
for coeffs in [(1, -3, 2), (1, 2, 5), (2, 4, 2), (0.5, -1.5, 1)]:
    roots = quadratic_roots(*coeffs)
    print(coeffs, "->", roots)
print(math.isclose(sum(quadratic_roots(1, -3, 2)), 3))
print(f"{math.pi:.10f}", math.factorial(20), math.comb(10, 3), math.gcd(84, 36))
