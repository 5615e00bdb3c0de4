// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/flow_discard.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.cutout
//semantic main.alphaRef
//var sampler2D cutout :  : _cutout1 : 2 : 1
//var float alphaRef :  : _alphaRef1 : 3 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 plane : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 main : $vout.COLOR : COLOR : -1 : 1

#version 130

uniform sampler2D _cutout1;
uniform float _alphaRef1;
in vec4 cg_TexCoord1;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;

 // main procedure, the original name was main
void main()
{

    vec4 _c;

    if (cg_TexCoord1.x < 0.00000000E+00 || cg_TexCoord1.y < 0.00000000E+00 || cg_TexCoord1.z < 0.00000000E+00 || cg_TexCoord1.w < 0.00000000E+00) { // if begin
        discard;
    } // end if
    _c = texture(_cutout1, cg_TexCoord0.xy);
    if (_c.w < _alphaRef1) { // if begin
        discard;
    } // end if
    cg_FragColor = _c;
    return;
} // main end
