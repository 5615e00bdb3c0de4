// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/lib_arb_rejected.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_texlod
//semantic main_texlod.s
//var sampler2D s :  : _s1 : 1 : 1
//var float4 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 main_texlod : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _ret_0;
uniform sampler2D _s1;

 // main procedure, the original name was main_texlod
void main()
{


    _ret_0 = texture2DLod(_s1, vec2(gl_TexCoord[0].x, gl_TexCoord[0].y), gl_TexCoord[0].w);
    gl_FragColor = _ret_0;
    return;
} // main end
