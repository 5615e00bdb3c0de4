!!ARBvp1.0
# Hand-written: state bindings used directly, matrix modifiers, position invariance.
OPTION ARB_position_invariant;
PARAM mv[4] = { state.matrix.modelview };
PARAM inv[4] = { state.matrix.projection.inverse };
PARAM tr[4] = { state.matrix.texture[0].transpose };
TEMP t;
DP4 t.x, mv[0], vertex.normal;
DP4 t.y, inv[1], vertex.normal;
DP4 t.z, tr[2], vertex.normal;
DP4 t.w, state.matrix.mvp.row[3], vertex.normal;
MOV result.texcoord[0], t;
MUL result.color, state.light[0].diffuse, state.material.front.diffuse;
ADD result.texcoord[1], state.lightmodel.ambient, state.fog.color;
MOV result.texcoord[2], state.lightprod[0].diffuse;
MOV result.texcoord[3], state.lightmodel.scenecolor;
END
