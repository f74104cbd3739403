for i in range(2):
    try:
        pass
    finally:
        continue
print('continue in finally is allowed since 3.8')
