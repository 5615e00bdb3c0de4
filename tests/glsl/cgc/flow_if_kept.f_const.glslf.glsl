// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_if_kept.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program f_const
//var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 f_const : $vout.COLOR : COL : -1 : 1

#version 110


 // main procedure, the original name was f_const
void main()
{

    vec4 _r;

    _r = gl_TexCoord[0]*2.00000000E+00;
    gl_FragColor = _r;
    return;
} // main end
