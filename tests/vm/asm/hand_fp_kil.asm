!!ARBfp1.0
# Hand-written: KIL on a four-component operand, depth output, SIN/COS, RCP/RSQ.
TEMP a;
KIL fragment.texcoord[0];
SIN a.x, fragment.texcoord[1].x;
COS a.y, fragment.texcoord[1].y;
RCP a.z, fragment.texcoord[1].z;
RSQ a.w, fragment.texcoord[1].w;
MOV result.color, a;
MOV_SAT result.depth.z, fragment.texcoord[1].x;
END
