# traceback: full
def compute():
    total_count = 10
    return total_cont * 2
compute()
