# traceback: full
people = [{'name': 'a', 'age': 3}, {'name': 'b'}]
print(sorted(people, key=lambda p: p['age']))
