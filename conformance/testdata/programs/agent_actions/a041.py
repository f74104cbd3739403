# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def safe_divide(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        print(f"Cannot divide {a} by zero")
        return None
    except TypeError as e:
        print(f"Type problem: {e}")
        return None
    finally:
        print(f"attempted {a!r} / {b!r}")
print(safe_divide(10, 4))
print(safe_divide(1, 0))
print(safe_divide("10", 2))
results = []
for v in ["3", "x", "4.5", None]:
    try:
        results.append(int(float(v)))
    except (ValueError, TypeError) as e:
        results.append(type(e).__name__)
print(results)
