# traceback: full
inventory = {"apple": 0, "pear": 3, "plum": 0, "fig": 8}
print(inventory)
for item, count in inventory.items():
    if count == 0:
        del inventory[item]
print(inventory)
