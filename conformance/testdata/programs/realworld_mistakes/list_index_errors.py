# traceback: full
scores = {"math": [90, 85], "art": [], "history": [70]}
def best(subject):
    return max(scores[subject])
def first(subject):
    return scores[subject][0]
print(best("math"), first("history"))
for s in scores:
    try:
        print(s, best(s))
    except ValueError as e:
        print(s, "ValueError:", e)
print(first("art"))
