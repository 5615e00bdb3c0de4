// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_if_kept.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program f_vector_select
//var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 f_vector_select : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _ret_0;

 // main procedure, the original name was f_vector_select
void main()
{


    _ret_0 = vec4(gl_TexCoord[0].x > 0.00000000E+00 ? gl_TexCoord[0].x : (-gl_TexCoord[0]).x, gl_TexCoord[0].y > 0.00000000E+00 ? gl_TexCoord[0].y : (-gl_TexCoord[0]).y, gl_TexCoord[0].z > 0.00000000E+00 ? gl_TexCoord[0].z : (-gl_TexCoord[0]).z, gl_TexCoord[0].w > 0.00000000E+00 ? gl_TexCoord[0].w : (-gl_TexCoord[0]).w);
    gl_FragColor = _ret_0;
    return;
} // main end
