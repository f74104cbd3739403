print("this line never runs")
x = (1, 2
y = 3
