# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def fibonacci(n):
    a, b = 0, 1
    seq = []
    for _ in range(n):
        seq.append(a)
        a, b = b, a + b
    return seq
fib = fibonacci(30)
print(fib[:10])
print("30th:", fib[-1])
evens = [x for x in fib if x % 2 == 0]
print("Even ones:", evens)
ratios = [fib[i + 1] / fib[i] for i in range(1, len(fib) - 1)]
print(f"Golden ratio approx: {ratios[-1]:.12f}")
print(sum(fib), len(str(fibonacci(200)[-1])))
