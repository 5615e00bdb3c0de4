// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -ifcvt all -profile glslf
// source file: tests/glsl/cases/flow_if_kept.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program f_if_all
//var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 f_if_all : $vout.COLOR : COL : -1 : 1

#version 110

bool if1;

 // main procedure, the original name was f_if_all
void main()
{

    vec4 _r;

    if1 = gl_TexCoord[0].x > 0.00000000E+00;
    _r = if1 ? gl_TexCoord[0]*2.00000000E+00 : gl_TexCoord[0];
    gl_FragColor = _r;
    return;
} // main end
