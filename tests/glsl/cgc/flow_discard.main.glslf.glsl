// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_discard.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.cutout
//semantic main.alphaRef
//var sampler2D cutout :  : _cutout1 : 2 : 1
//var float alphaRef :  : _alphaRef1 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 plane : $vin.TEXCOORD1 : TEX1 : 1 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

#version 110

uniform sampler2D _cutout1;
uniform float _alphaRef1;

 // main procedure, the original name was main
void main()
{

    vec4 _c;

    if (gl_TexCoord[1].x < 0.00000000E+00 || gl_TexCoord[1].y < 0.00000000E+00 || gl_TexCoord[1].z < 0.00000000E+00 || gl_TexCoord[1].w < 0.00000000E+00) { // if begin
        discard;
    } // end if
    _c = texture2D(_cutout1, gl_TexCoord[0].xy);
    if (_c.w < _alphaRef1) { // if begin
        discard;
    } // end if
    gl_FragColor = _c;
    return;
} // main end
