errors = []
for v in ['1', 'x', '2.5', '', '3']:
    try:
        errors.append(int(v))
    except ValueError as e:
        errors.append(str(e))
print(errors)
