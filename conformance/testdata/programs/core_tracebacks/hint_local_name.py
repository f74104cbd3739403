# traceback: full
def total(prices):
    subtotal = sum(prices)
    return subtotl * 1.2
total([1, 2])
