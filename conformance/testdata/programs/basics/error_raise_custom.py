class ValidationError(Exception):
    pass

def check(n):
    if n < 0:
        raise ValidationError(f"negative value: {n}")
    return n

print(check(3))
check(-2)
