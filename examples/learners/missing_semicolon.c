/* Wrong: a semicolon is missing, so it does not build. */
#include <stdio.h>

int main(void)
{
    int n;
    scanf("%d", &n)
    printf("%d\n", n);
    return 0;
}
