# traceback: full
print(f'{nom', 'é')
