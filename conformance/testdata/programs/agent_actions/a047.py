# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def final_answer_(*args, **kwargs):
    print("FINAL_ANSWER", *args, **kwargs)
population = {2015: 7.38, 2016: 7.46, 2017: 7.55, 2018: 7.63, 2019: 7.71, 2020: 7.79, 2021: 7.87}
years = sorted(population)
growth = {y: (population[y] / population[y - 1] - 1) * 100 for y in years[1:]}
for y, g in growth.items():
    bar = "#" * int(g * 20)
    print(f"{y}: {g:5.2f}% {bar}")
avg = sum(growth.values()) / len(growth)
proj = population[years[-1]]
for y in range(years[-1] + 1, 2031):
    proj *= 1 + avg / 100
print(f"Average growth {avg:.3f}%/yr, projected 2030: {proj:.2f} billion")
final_answer_(round(proj, 2))
