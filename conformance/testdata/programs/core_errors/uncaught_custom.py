class QuotaExceeded(Exception):
    pass
def spend(n):
    if n > 3:
        raise QuotaExceeded(f'limit 3, asked {n}')
    return n
print(spend(2))
spend(9)
