# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
temperatures_c = {"Paris": 18.5, "Cairo": 34.2, "Oslo": 7.9, "Lima": 21.0}
def c_to_f(c):
    return c * 9 / 5 + 32
print(f"{'City':<10}{'°C':>8}{'°F':>8}")
for city, c in temperatures_c.items():
    print(f"{city:<10}{c:>8.1f}{c_to_f(c):>8.1f}")
warmest = max(temperatures_c.items(), key=lambda item: item[1])
print(f"Warmest: {warmest[0]} at {warmest[1]}°C")
print({k: round(c_to_f(v)) for k, v in temperatures_c.items()})
