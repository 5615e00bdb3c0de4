!!ARBvp1.0
# Hand-written: ARL (floor) with relative addressing and negative offsets.
PARAM table[6] = { program.local[0..5] };
ADDRESS A0;
TEMP t;
MOV result.position, vertex.position;
ARL A0.x, vertex.texcoord[0].x;
MOV result.texcoord[0], table[A0.x];
MOV result.texcoord[1], table[A0.x + 2];
ARL A0.x, vertex.texcoord[0].y;
MOV result.texcoord[2], table[A0.x + 3];
MAD t, table[A0.x + 1], vertex.texcoord[0].z, table[0];
MOV result.texcoord[3], t;
END
