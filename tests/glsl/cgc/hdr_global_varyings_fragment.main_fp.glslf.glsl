// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/hdr_global_varyings_fragment.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_fp
//semantic main_fp.image
//var sampler2D image :  : _image1 : 1 : 1
//var float4 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 tint : $vin.COLOR0 : COLOR0 : -1 : 1
//var float4 fog : $vin.TEXCOORD3 : TEXCOORD3 : -1 : 1
//var float4 main_fp : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _ret_0;
vec4 _TMP0;
uniform sampler2D _image1;

 // main procedure, the original name was main_fp
void main()
{


    _TMP0 = texture2D(_image1, gl_TexCoord[0].xy);
    _ret_0 = _TMP0*gl_Color + gl_TexCoord[3].x;
    gl_FragColor = _ret_0;
    return;
} // main end
